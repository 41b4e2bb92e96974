/** docs/product.md, Signed-in layout: an item keyed VITALS is moved to the top of any list of side-navigation items. */
export function vitalsFirst<T extends { key: string }>(items: readonly T[]): T[] {
  const vitals = items.filter((item) => item.key === 'VITALS');
  return [...vitals, ...items.filter((item) => item.key !== 'VITALS')];
}
