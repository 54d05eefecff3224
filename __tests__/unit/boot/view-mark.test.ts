import { VIEW_ATTRIBUTE } from '@/config/boot';
import { markView, viewMarkScript } from '@/lib/boot/view-mark-script';

/** Runs the head's inline script as the browser does, on an address with this query. */
function runOn(search: string) {
  window.history.replaceState(null, '', `/fordele${search}`);
  new Function(viewMarkScript('view'))();
  return document.documentElement.getAttribute(VIEW_ATTRIBUTE);
}

afterEach(() => {
  document.documentElement.removeAttribute(VIEW_ATTRIBUTE);
  window.history.replaceState(null, '', '/');
  jest.restoreAllMocks();
});

describe("the head's view mark", () => {
  it.each([
    ['?view=points', 'points'],
    ['?period=this-year&view=points', 'points'],
    ['?view=points&view=rewards', 'points'],
  ])('marks <html> with the view an address opens (%s)', (search, view) => {
    expect(runOn(search)).toBe(view);
  });

  it.each(['', '?reward=abc', '?view='])('leaves <html> unmarked on an address without a view (%p)', (search) => {
    expect(runOn(search)).toBeNull();
  });

  it('never fails the page', () => {
    jest.spyOn(document.documentElement, 'setAttribute').mockImplementation(() => {
      throw new Error('refused');
    });
    expect(() => runOn('?view=points')).not.toThrow();
  });

  it('is the typed function’s own text, called with the parameter and the attribute', () => {
    expect(viewMarkScript('view')).toBe(`(${markView.toString()})("view","${VIEW_ATTRIBUTE}");`);
  });
});
