import { Pagination } from '@mantine/core';
import { useI18n } from '../useI18n';

export interface PageNavProps {
  readonly total: number;
  readonly value: number;
  readonly onChange: (page: number) => void;
  readonly size?: 'sm' | 'md';
}

/** Page buttons of a paged list, each named for a screen reader ('Page 2', 'Next page'). */
export function PageNav({ total, value, onChange, size = 'md' }: PageNavProps) {
  const i18n = useI18n();
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      size={size}
      getControlProps={(control) => ({ 'aria-label': control === 'previous' ? i18n._('Previous page') : control === 'next' ? i18n._('Next page') : control })}
      getItemProps={(item) => ({ 'aria-label': i18n._('Page {page}', { page: item }) })}
    />
  );
}
