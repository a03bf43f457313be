/**
 * The axe-core run of the console's browser tests, as page.evaluate takes it (text:
 * these files are not compiled with the DOM's types): WCAG 2.0 and 2.1 A and AA,
 * plus `label-content-name-mismatch` (WCAG 2.5.3 Label in Name, level A), which
 * axe-core tags experimental and so leaves off unless named: a control's
 * accessible name must contain its visible text. Each serious or critical
 * violation as `id (impact): the first three nodes`.
 */
export const AXE_VIOLATIONS = `axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'label-content-name-mismatch': { enabled: true } } }).then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id + ' (' + v.impact + '): ' + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')))`;
