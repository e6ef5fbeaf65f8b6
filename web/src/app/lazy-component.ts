import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** React.lazy for a module's named export: the component gets its own chunk, loaded on first render. */
export function lazyComponent<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** A table of screens: each key names both the screen and its module's export. */
type ScreenLoaders<L> = { [Name in keyof L]: () => Promise<Record<Name, ComponentType<never>>> };
type LazyScreens<L> = {
  [Name in keyof L]: L[Name] extends () => Promise<Record<Name, ComponentType<infer Props>>>
    ? LazyExoticComponent<ComponentType<Props>>
    : never;
};

/** `lazyComponent` for every entry of `loaders`. */
export function lazyScreens<L extends ScreenLoaders<L>>(loaders: L): LazyScreens<L> {
  const screens: Record<string, unknown> = {};
  for (const [name, load] of Object.entries<() => Promise<Record<string, ComponentType<never>>>>(loaders)) {
    screens[name] = lazyComponent(load, name);
  }
  return screens as LazyScreens<L>;
}
