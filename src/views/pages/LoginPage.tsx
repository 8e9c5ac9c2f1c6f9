import { PublicPage } from '../components/PublicPage';
import type { PageProps } from '../PageProps';

export default function LoginPage({ title }: PageProps) {
  return <PublicPage title={title} description="Sign in to request services and follow your orders." />;
}
