export interface PageProps {
  /** Path parameters of the matched route (`id`, `accountId`, `slug`). */
  readonly params: Readonly<Record<string, string>>;
  readonly title: string;
}
