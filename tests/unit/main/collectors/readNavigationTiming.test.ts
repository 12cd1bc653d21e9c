import { describe, expect, it } from 'vitest';
import {
  readNavigationTiming,
  type NavigationTimingLike,
} from '../../../../src/main/collectors/performance/readNavigationTiming';

const timing: NavigationTimingLike = {
  decodedBodySize: 5000,
  encodedBodySize: 1500,
  domContentLoadedEventStart: 210.25,
  domContentLoadedEventEnd: 212,
  domainLookupStart: 5,
  domainLookupEnd: 9,
  connectStart: 9,
  connectEnd: 30,
  secureConnectionStart: 15,
  loadEventStart: 400,
  loadEventEnd: 0,
  responseStart: 80,
  domInteractive: 200,
};

describe('readNavigationTiming (media-and-reporting §3)', () => {
  it('turns Navigation Timing into the page-speed fields', () => {
    expect(readNavigationTiming(timing)).toEqual({
      decodedBodySize: 5000,
      encodedBodySize: 1500,
      domContentLoadedStart: 210.3,
      domContentLoadedEnd: 212,
      domainLookup: 4,
      tcpTime: 21,
      tlsTime: 15,
      loadEventStart: 400,
      loadEventEnd: null,
      responseStart: 80,
      timeToInteractive: 200,
    });
  });

  it('has no TLS time on plain http', () => {
    expect(readNavigationTiming({ ...timing, secureConnectionStart: 0 }).tlsTime).toBeNull();
  });
});
