import { describe, expect, it } from 'vitest';
import { chooseImageWidth, imageRequestUrl, needsLargerImage } from '../../../../src/shared/images/chooseImageWidth';
import { createLoadQueue, getImageQueueConcurrency } from '../../../../src/shared/images/createLoadQueue';
import { isNarrowImageBox } from '../../../../src/shared/images/imageBox';

describe('image width (spec media-and-reporting §3, §4 and §9)', () => {
  it('asks for the smallest served width covering the box at the pixel ratio', () => {
    expect(chooseImageWidth({ cssWidth: 400, devicePixelRatio: 1 })).toBe(500);
    expect(chooseImageWidth({ cssWidth: 400, devicePixelRatio: 2.625 })).toBe(1500);
    expect(chooseImageWidth({ cssWidth: 90, devicePixelRatio: 1 })).toBe(100);
    expect(chooseImageWidth({ cssWidth: 3000, devicePixelRatio: 1 })).toBe(2500);
    expect(chooseImageWidth({ cssWidth: 400, devicePixelRatio: 3, pixelRatioMax: 1 })).toBe(500);
    expect(chooseImageWidth({ cssWidth: 400, devicePixelRatio: 1, sizeAdjustment: 2 })).toBe(1000);
    expect(chooseImageWidth({ cssWidth: 1400, devicePixelRatio: 2, originalWidth: 800 })).toBe(1000);
  });

  it('asks again only when the needed width exceeds the loaded one', () => {
    expect(needsLargerImage(500, undefined)).toBe(true);
    expect(needsLargerImage(500, 500)).toBe(false);
    expect(needsLargerImage(300, 750)).toBe(false);
    expect(needsLargerImage(1000, 750)).toBe(true);
  });

  it('names the width in the query string', () => {
    expect(imageRequestUrl('/images/a.jpg', 750)).toBe('/images/a.jpg?format=750w');
    expect(imageRequestUrl('/images/a.jpg?v=2', 750)).toBe('/images/a.jpg?v=2&format=750w');
  });
});

describe('image queue (spec media-and-reporting §9)', () => {
  it('runs 16 loads at once, 1 on mobile, in order', async () => {
    expect(getImageQueueConcurrency(false)).toBe(16);
    expect(getImageQueueConcurrency(true)).toBe(1);
    const queue = createLoadQueue(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const done = [1, 2, 3, 4].map((n) =>
      queue.add(
        () =>
          new Promise<number>((resolve) => {
            started.push(n);
            finish.push(() => resolve(n));
          }),
      ),
    );
    expect(started).toEqual([1, 2]);
    expect(queue.waiting).toBe(2);
    finish[0]!();
    await done[0];
    await Promise.resolve();
    expect(started).toEqual([1, 2, 3]);
    finish[1]!();
    finish[2]!();
    await Promise.all(done.slice(1, 3));
    await Promise.resolve();
    expect(started).toEqual([1, 2, 3, 4]);
    finish[3]!();
    await expect(Promise.all(done)).resolves.toEqual([1, 2, 3, 4]);
    expect(queue.running).toBe(0);
  });

  it('frees the slot of a load that fails', async () => {
    const queue = createLoadQueue(1);
    await expect(queue.add(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await expect(queue.add(() => Promise.resolve(7))).resolves.toBe(7);
  });
});

describe('image box (spec visitor-runtime §9)', () => {
  it('is narrow below 415 px', () => {
    expect(isNarrowImageBox(414)).toBe(true);
    expect(isNarrowImageBox(415)).toBe(false);
  });
});
