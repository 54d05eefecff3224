import { MediaFrame } from '@/components/ui/media-frame';
import { CARD_IMAGE_SIZES } from '@/features/rewards/reward-card';
import { NEWS_IMAGE_SIZES } from '@/features/news/news-card';
import { mediaFramePictureTemplate } from '@/lib/boot/picture-template';
import { renderWithProviders } from '../../utils/render-with-providers';

const PICTURE = 'http://127.0.0.1:4010/__mock/images/reward-2.webp?v=1&size=large';

/** The template with the picture's address in it, as the head's script fills it (lib/boot/early-calls-script.ts). */
function filled(sizes: string) {
  const template = mediaFramePictureTemplate(sizes);
  const fill = (value: string) => value.split(template.placeholder).join(encodeURIComponent(PICTURE));
  return { src: fill(template.href), srcSet: fill(template.srcSet), sizes: template.sizes };
}

describe('the picture template of an early call (lib/boot/picture-template.ts)', () => {
  it.each([
    ['a reward card', CARD_IMAGE_SIZES],
    ['a news card', NEWS_IMAGE_SIZES],
  ])('gives the addresses MediaFrame gives %s picture, so the preload is the file the card draws', (_, sizes) => {
    const { container } = renderWithProviders(<MediaFrame src={PICTURE} alt="" sizes={sizes} load="first" />);
    const img = container.querySelector('img')!;
    const expected = filled(sizes);
    expect(img.getAttribute('src')).toBe(expected.src);
    expect(img.getAttribute('srcset')).toBe(expected.srcSet);
    expect(img.getAttribute('sizes')).toBe(expected.sizes);
    expect(expected.srcSet.split(', ').length).toBeGreaterThan(1);
  });
});
