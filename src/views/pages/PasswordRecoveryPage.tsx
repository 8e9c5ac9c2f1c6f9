import { PublicPage } from '../components/PublicPage';
import type { PageProps } from '../PageProps';

export default function PasswordRecoveryPage({ title }: PageProps) {
  return <PublicPage title={title} description="We will email you a one-time code to reset your password." />;
}
