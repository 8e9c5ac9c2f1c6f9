import { PublicPage } from '../components/PublicPage';
import type { PageProps } from '../PageProps';

export default function CreatePasswordPage({ title }: PageProps) {
  return <PublicPage title={title} description="Choose a new password for your account." />;
}
