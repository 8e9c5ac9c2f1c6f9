import { PageHeading } from '../components/PageHeading';
import type { PageProps } from '../PageProps';

export default function EditSubUserPage({ title }: PageProps) {
  return <PageHeading title={title} description="Update this colleague's contact details." />;
}
