import type { ViewportMap } from 'storybook/viewport';

/**
 * The widths the toolbar's viewport menu offers (no choice means the whole preview pane). `phone` is a common
 * phone; `narrowPhone` the narrowest screen the web app is designed for; `desktop` a laptop's window. A story
 * opens at one with `globals: { viewport: { value: 'phone' } }`, a link with `&globals=viewport.value:phone`.
 */
export const viewports = {
  narrowPhone: {
    name: 'Narrow phone (356 × 780)',
    styles: { width: '356px', height: '780px' },
    type: 'mobile',
  },
  phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  desktop: { name: 'Desktop (1280 × 860)', styles: { width: '1280px', height: '860px' }, type: 'desktop' },
} satisfies ViewportMap;
