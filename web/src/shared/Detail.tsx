import type { ReactNode } from 'react';

/** One term and its value inside a `<dl>`, grouped so the list can lay each pair out as a row. */
export function Detail({
  term,
  className,
  children,
}: {
  term: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
