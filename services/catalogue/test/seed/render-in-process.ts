import { registerHooks } from 'node:module';

/**
 * Run as a process of its own, as the catalogue is: renders two lessons and prints them (base64) with
 * the npm packages this process loaded meanwhile, as JSON.
 */
const loaded = new Set<string>();
registerHooks({
  resolve: (specifier, context, nextResolve) => {
    const resolved = nextResolve(specifier, context);
    const name = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(resolved.url)?.[1];
    if (name) loaded.add(name);
    return resolved;
  },
});
const { renderLessonPdfs } = await import('../../src/seed/document-pdf.ts');
const pdfs = await renderLessonPdfs([
  { course: 'Network Forensics', title: 'Reading', paragraphs: ['Packets and flows.'] },
  { course: 'Network Forensics', title: 'Writing', paragraphs: ['Reports.'] },
]);
console.log(JSON.stringify({ pdfs: pdfs.map((pdf) => pdf.toString('base64')), loaded: [...loaded] }));
