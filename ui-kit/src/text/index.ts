export * from './KitText.tsx';
