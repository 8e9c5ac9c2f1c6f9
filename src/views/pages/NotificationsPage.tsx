import { PageHeading } from '../components/PageHeading';
import type { PageProps } from '../PageProps';

export default function NotificationsPage({ title }: PageProps) {
  return <PageHeading title={title} description="Updates about your orders and your account." />;
}
