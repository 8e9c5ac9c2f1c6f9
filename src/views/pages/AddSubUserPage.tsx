import { PageHeading } from '../components/PageHeading';
import type { PageProps } from '../PageProps';

export default function AddSubUserPage({ title }: PageProps) {
  return <PageHeading title={title} description="Give a colleague their own sign-in to your company account." />;
}
