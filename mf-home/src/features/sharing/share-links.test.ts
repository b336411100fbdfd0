import { shareTarget } from './share-links';

describe('shareTarget', () => {
  it('sends a video course to /contentShare and an image-text one to /contentShareBook', () => {
    expect(shareTarget('13001', { resourceType: 'VIDEO' })).toBe(
      '/contentShare?id=13001',
    );
    expect(shareTarget('13003', { resourceType: 'ARTICLE' })).toBe(
      '/contentShareBook?id=13003',
    );
  });

  it('sends a missing course or a link without id to /errorShare', () => {
    expect(shareTarget('nope', null)).toBe('/errorShare');
    expect(shareTarget('', { resourceType: 'VIDEO' })).toBe('/errorShare');
  });

  it('encodes the id', () => {
    expect(shareTarget('a&b', { resourceType: 'VIDEO' })).toBe(
      '/contentShare?id=a%26b',
    );
  });
});
