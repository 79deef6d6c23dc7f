import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { antdCss, cssFile } from './antd-css';

// The site runs antd without its style engine, so a stale antd.css would leave a component
// unstyled or in an old theme. `npm run antd-css` writes it again.
describe('antd.css', () => {
  it('holds the styles the brand theme and the listed components give today', () => {
    expect(fs.readFileSync(cssFile, 'utf8') === antdCss()).toBe(true);
  });

  it('covers the buttons and the date picker’s pop-up, with no hashed class names', () => {
    const css = fs.readFileSync(cssFile, 'utf8');
    expect(css).toContain('.ant-btn-color-primary');
    expect(css).toContain('.ant-picker-dropdown');
    expect(css).not.toMatch(/:where\(\.css-[a-z0-9]+\)/);
  });
});
