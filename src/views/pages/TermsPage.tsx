import { GuidelineArticle } from '../components/GuidelineArticle';
import { PublicPage } from '../components/PublicPage';
import type { PageProps } from '../PageProps';

export default function TermsPage({ title }: PageProps) {
  return (
    <PublicPage title={title} description="The terms that apply when you book services with Cargo Connects.">
      <GuidelineArticle slug="terms-condition" withTitle={false} home={{ href: '/', label: 'Back to the home page' }} />
    </PublicPage>
  );
}
