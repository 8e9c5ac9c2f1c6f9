import { GuidelineArticle } from '../components/GuidelineArticle';
import { PublicPage } from '../components/PublicPage';
import type { PageProps } from '../PageProps';
import { useI18n } from '../useI18n';

export default function TermsPage({ title }: PageProps) {
  const i18n = useI18n();
  return (
    <PublicPage title={title} description={i18n._('The terms that apply when you book services with Cargo Connects.')}>
      <GuidelineArticle slug="terms-condition" withTitle={false} home={{ href: '/', label: i18n._('Back to the home page') }} />
    </PublicPage>
  );
}
