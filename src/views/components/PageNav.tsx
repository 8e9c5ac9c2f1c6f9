import { Pagination } from '@mantine/core';

export interface PageNavProps {
  readonly total: number;
  readonly value: number;
  readonly onChange: (page: number) => void;
  readonly size?: 'sm' | 'md';
}

/** Page buttons of a paged list, each named for a screen reader ('Page 2', 'Next page'). */
export function PageNav({ total, value, onChange, size = 'md' }: PageNavProps) {
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      size={size}
      getControlProps={(control) => ({ 'aria-label': control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control })}
      getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
    />
  );
}
