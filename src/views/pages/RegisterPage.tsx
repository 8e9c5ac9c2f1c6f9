import { PublicPage } from '../components/PublicPage';
import type { PageProps } from '../PageProps';

export default function RegisterPage({ title }: PageProps) {
  return <PublicPage title={title} description="Register your company to book cross-border freight." />;
}
