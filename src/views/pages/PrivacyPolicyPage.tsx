import { GuidelineArticle } from '../components/GuidelineArticle';
import { PublicPage } from '../components/PublicPage';
import type { PageProps } from '../PageProps';

export default function PrivacyPolicyPage({ title }: PageProps) {
  return (
    <PublicPage title={title} description="How Cargo Connects collects, uses and protects your data.">
      <GuidelineArticle slug="privacy-policy-cargo-connects" withTitle={false} home={{ href: '/', label: 'Back to the home page' }} />
    </PublicPage>
  );
}
