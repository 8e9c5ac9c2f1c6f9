import { PublicPage } from '../components/PublicPage';
import type { PageProps } from '../PageProps';

export default function ContactUsPage({ title }: PageProps) {
  return <PublicPage title={title} description="Questions about a load or your account? Write to us." />;
}
