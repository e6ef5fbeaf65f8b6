import tokensCss from '../tokens/tokens.css?raw';

/** One custom property of tokens.css, with its value in each theme (dark falls back to light where unset). */
export interface DesignToken {
  name: string;
  light: string;
  dark: string;
}

export type TokenGroup = 'colour' | 'font' | 'spacing' | 'radius' | 'shadow' | 'motion' | 'layer';

// A token belongs to the first group whose prefix it bears; one with no group is shown on no page,
// which the foundations test reports.
const groupPrefixes: ReadonlyArray<readonly [TokenGroup, readonly string[]]> = [
  ['colour', ['--color-']],
  ['font', ['--font-', '--line-height-']],
  ['spacing', ['--space-']],
  ['radius', ['--radius-']],
  ['shadow', ['--shadow-', '--focus-ring']],
  ['motion', ['--duration-']],
  ['layer', ['--z-']],
];

function declarations(block: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    found.set(match[1] as string, (match[2] as string).trim().replace(/\s+/g, ' '));
  }
  return found;
}

function block(css: string, selector: string): string {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`tokens.css has no ${selector} block`);
  return css.slice(start, css.indexOf('}', start));
}

/** Reads the tokens from the stylesheet's text, so the pages show what the components use. */
export function parseTokens(css: string): DesignToken[] {
  const light = declarations(block(css, ':root'));
  const dark = declarations(block(css, '[data-theme="dark"]'));
  const names = [...new Set([...light.keys(), ...dark.keys()])];
  return names.map((name) => {
    const lightValue = light.get(name) ?? (dark.get(name) as string);
    return { name, light: lightValue, dark: dark.get(name) ?? lightValue };
  });
}

export const designTokens: readonly DesignToken[] = parseTokens(tokensCss);

export function groupOf(name: string): TokenGroup | undefined {
  return groupPrefixes.find(([, prefixes]) => prefixes.some((prefix) => name.startsWith(prefix)))?.[0];
}

export function tokensOf(group: TokenGroup, tokens: readonly DesignToken[] = designTokens): DesignToken[] {
  return tokens.filter((token) => groupOf(token.name) === group);
}

export function tokenValue(name: string, theme: 'light' | 'dark'): string {
  const token = designTokens.find((candidate) => candidate.name === name);
  if (!token) throw new Error(`no token ${name}`);
  return token[theme];
}
