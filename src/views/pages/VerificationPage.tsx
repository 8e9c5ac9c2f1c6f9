import { PublicPage } from '../components/PublicPage';
import type { PageProps } from '../PageProps';

export default function VerificationPage({ title }: PageProps) {
  return <PublicPage title={title} description="Confirm your email address with the code we sent you." />;
}
