/**
 * Four eyes for tests (docs/four-eyes.md): the real platform with FOUR_EYES on
 * and two admins, Alice and Bob, each with the requests, decisions and
 * commands made with its own key; the app listens on a port for the command
 * line. While no admin key is live the bootstrap key makes the first admin
 * alone; the second is proposed by the bootstrap key and approved by the
 * first, as four eyes has it.
 */
import type { AddressInfo } from 'node:net';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { runCli } from '../../src/cli/program.js';
import { startTestPlatform, type TestPlatform } from '../helpers.js';
import { uniqueId } from './products.js';

/** An admin key and what is done with it. */
export interface TestAdmin {
  key: string;
  /** The key's name: what proposals (`proposedBy`, `decidedBy`) and the audit log show. */
  name: string;
  /** app.inject with this admin's key. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Approves, rejects, withdraws or cancels a proposal as this admin. */
  decide(proposalId: string, verb: 'approve' | 'reject' | 'withdraw' | 'cancel', payload?: Record<string, unknown>): Promise<LightMyRequestResponse>;
  /** Runs a command of the command line as this admin against the app, expecting exit code 0: what it printed. */
  cli(args: string[]): Promise<string>;
}

export interface FourEyesPlatform {
  t: TestPlatform;
  alice: TestAdmin;
  bob: TestAdmin;
  /** Where the app listens (the command line's --url). */
  url: string;
}

/** The response's JSON body (untyped, as `response.json()` gives it), expecting `status` (the body is the failure's message). */
export function ok(response: LightMyRequestResponse, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

/** The platform with FOUR_EYES on and its two admins; close it with `t.close()`. */
export async function startFourEyesPlatform(options: Parameters<typeof startTestPlatform>[0] = {}): Promise<FourEyesPlatform> {
  const t = await startTestPlatform({ ...options, env: { ...options.env, FOUR_EYES: 'on' } });
  let url = '';
  const admin = (key: string, name: string): TestAdmin => {
    const inject = (options: InjectOptions) => t.app.inject({ ...options, headers: { authorization: `Bearer ${key}`, ...(options.headers ?? {}) } });
    return {
      key,
      name,
      inject,
      decide: (proposalId, verb, payload = {}) => inject({ method: 'POST', url: `/operator/proposals/${proposalId}/${verb}`, payload }),
      async cli(args) {
        let stdout = '';
        let stderr = '';
        const code = await runCli([...args, '--url', url, '--key', key], { out: (text) => (stdout += text), err: (text) => (stderr += text) });
        expect(code, stderr).toBe(0);
        return stdout;
      },
    };
  };
  const aliceName = uniqueId('alice');
  const bobName = uniqueId('bob');
  const alice = admin(ok(await t.operator({ method: 'POST', url: '/operator/operator-keys', payload: { name: aliceName, role: 'admin' } }), 201).key, aliceName);
  const second = ok(await t.operator({ method: 'POST', url: '/operator/operator-keys', payload: { name: bobName, role: 'admin' } }), 202);
  const bob = admin(ok(await alice.decide(second.proposalId, 'approve')).result.key, bobName);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return { t, alice, bob, url };
}
