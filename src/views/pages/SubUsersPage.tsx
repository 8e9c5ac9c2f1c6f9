import { PageHeading } from '../components/PageHeading';
import type { PageProps } from '../PageProps';

export default function SubUsersPage({ title }: PageProps) {
  return <PageHeading title={title} description="People of your company who can book and follow orders." />;
}
