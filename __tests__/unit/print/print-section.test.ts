import { printSection } from '@/lib/print/print-section';

describe('printSection', () => {
  it('marks the page and the section while it prints, and clears both after printing', () => {
    const section = document.createElement('section');
    document.body.append(section);
    const seen: Array<[boolean, boolean]> = [];
    window.print = jest.fn(() => {
      seen.push([document.documentElement.hasAttribute('data-printing'), section.hasAttribute('data-print-target')]);
    });
    printSection(section);
    expect(window.print).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([[true, true]]);
    window.dispatchEvent(new Event('afterprint'));
    expect(document.documentElement.hasAttribute('data-printing')).toBe(false);
    expect(section.hasAttribute('data-print-target')).toBe(false);
  });

  it('prints the whole page when there is no section', () => {
    window.print = jest.fn();
    printSection(null);
    expect(window.print).toHaveBeenCalledTimes(1);
    expect(document.documentElement.hasAttribute('data-printing')).toBe(false);
  });
});
