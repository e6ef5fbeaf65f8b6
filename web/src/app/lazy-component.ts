import { type ComponentType, lazy } from 'react';

/** React.lazy for a module's named export: the component gets its own chunk, loaded on first render. */
export function lazyComponent<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
