import { GuidelineArticle } from '../components/GuidelineArticle';
import { PublicPage } from '../components/PublicPage';
import type { PageProps } from '../PageProps';
import { useI18n } from '../useI18n';

export default function PrivacyPolicyPage({ title }: PageProps) {
  const i18n = useI18n();
  return (
    <PublicPage title={title} description={i18n._('How Cargo Connects collects, uses and protects your data.')}>
      <GuidelineArticle slug="privacy-policy-cargo-connects" withTitle={false} home={{ href: '/', label: i18n._('Back to the home page') }} />
    </PublicPage>
  );
}
