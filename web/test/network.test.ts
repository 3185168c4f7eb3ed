// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { getAthlete } from '@core/api/athletes';
import { getSportEvents } from '@core/api/sport-events';
import { callApi } from '../lib/api-client';
import { answer, network } from './network';

const URL_OF_CATALOGUE = 'http://localhost:3000/api/sport-events/get';

describe('the stub network of component tests', () => {
  it("refuses a test's answer that is not the call's response (the api client uses answers as sent)", async () => {
    network.use(answer(getSportEvents, () => [{ code: 'not an event' }] as never));
    const response = await fetch(URL_OF_CATALOGUE);
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("is not the call's response");
  });

  it('sends an answer that is the response, as JSON, and the api client hands it over as sent', async () => {
    network.use(answer(getSportEvents, () => []));
    await expect(callApi(getSportEvents)).resolves.toEqual([]);
  });
});

describe('the contract in the web tests', () => {
  it('is the one the app runs: schemas behind getters, built on first use (web/build/lazy-contract.ts)', () => {
    // a call nothing else in this file reads: its response is still a getter (a plain value without the rewrite)
    expect(typeof Object.getOwnPropertyDescriptor(getAthlete, 'response')?.get).toBe('function');
    expect(getAthlete.response.safeParse({}).success).toBe(false);
    // once built, the schema replaces the getter
    expect(Object.getOwnPropertyDescriptor(getAthlete, 'response')?.get).toBeUndefined();
  });
});
