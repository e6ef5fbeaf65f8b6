export { ModuleOutline, type ModuleOutlineProps, type OutlineModule } from './ModuleOutline.tsx';
