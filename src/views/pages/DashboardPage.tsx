import { PageHeading } from '../components/PageHeading';
import type { PageProps } from '../PageProps';

export default function DashboardPage({ title }: PageProps) {
  return <PageHeading title={title} description="Your recent orders and a quick way to request a new service." />;
}
