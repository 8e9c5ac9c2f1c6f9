import { PageHeading } from '../components/PageHeading';
import type { PageProps } from '../PageProps';

export default function LogoutPage({ title }: PageProps) {
  return <PageHeading title={title} description="Sign out of Cargo Connects on this device." />;
}
