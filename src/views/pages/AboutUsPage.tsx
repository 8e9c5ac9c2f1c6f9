import { PublicPage } from '../components/PublicPage';
import type { PageProps } from '../PageProps';

export default function AboutUsPage({ title }: PageProps) {
  return <PublicPage title={title} description="Who we are and how we move freight across the border." />;
}
