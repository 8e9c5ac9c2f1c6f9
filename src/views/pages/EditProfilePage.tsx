import { PageHeading } from '../components/PageHeading';
import type { PageProps } from '../PageProps';

export default function EditProfilePage({ title }: PageProps) {
  return <PageHeading title={title} description="Your company and contact details." />;
}
