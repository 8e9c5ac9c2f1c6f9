import { PublicPage } from '../components/PublicPage';
import type { PageProps } from '../PageProps';

export default function OtpSentPage({ title }: PageProps) {
  return <PublicPage title={title} description="Enter the one-time code from your email." />;
}
