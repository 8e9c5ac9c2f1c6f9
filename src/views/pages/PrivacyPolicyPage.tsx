import { PublicPage } from '../components/PublicPage';
import type { PageProps } from '../PageProps';

export default function PrivacyPolicyPage({ title }: PageProps) {
  return <PublicPage title={title} description="How Cargo Connects collects, uses and protects your data." />;
}
