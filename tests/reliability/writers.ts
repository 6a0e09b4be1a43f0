/**
 * Writer loops for the fault tests: customers toggling likes and editing their profile, and new
 * customers registering (OTP from the development outbox, then userRegisteration). Every write is
 * recorded as acknowledged (200) or uncertain (no answer / error answer), then checked through the API.
 */
import { call, errorCode, pick, type Customer } from './harness.ts';
import { ToggleLedger } from './toggle-ledger.ts';

/** Rate limits that would stop one address writing fast (the tests need them off). */
export const NO_LIMITS = [
  'loginIp',
  'loginNumber',
  'loginNumberIp',
  'checkUserIp',
  'checkUserNumber',
  'otpCooldown',
  'otpSendNumber',
  'otpSendIp',
  'otpVerifyIp',
  'otpVerifyNumber',
]
  .map((name) => `${name}=off`)
  .join(',');

const PASSWORD = 'Reliable#2026';

interface Uncertain<T> {
  acked: T;
  /** Values sent after the acknowledged one that got no 200: each may have been stored. */
  maybe: Set<T>;
}

export class WriteRecord {
  readonly likes = new ToggleLedger();
  readonly names = new Map<number, Uncertain<string>>();
  readonly registrations: { mobileNo: string; id: number }[] = [];
  /** Answers other than 200 while the server was meant to be healthy. */
  readonly surprises: string[] = [];
  acknowledged = 0;
  /** Why each writer loop stopped. */
  readonly endings = new Map<string, number>();

  get total(): number {
    return this.acknowledged + this.likes.acknowledged;
  }

  noteEnding(reason: string): void {
    this.endings.set(reason, (this.endings.get(reason) ?? 0) + 1);
  }
}

export interface WriterOptions {
  url: string;
  record: WriteRecord;
  /** Stop writing (the loop also stops on its first network error). */
  stopped: () => boolean;
}

/** Sequential writes of one customer: like toggles on `carIds` and display-name edits, alternating. */
export async function customerWriter(options: WriterOptions, customer: Customer, carIds: number[]): Promise<void> {
  const { url, record } = options;
  const names: Uncertain<string> = { acked: customer.displayName, maybe: new Set() };
  record.names.set(customer.id, names);
  for (let n = 1; !options.stopped(); n++) {
    const carId = pick(carIds);
    const pair = ToggleLedger.key(customer.id, carId);
    const flag = record.likes.nextFlag(pair);
    record.likes.send(pair, flag);
    try {
      const res = await call(url, `/api/customer/saveCarWishlist/${carId}/${flag}`, { token: customer.token });
      if (res.status === 200) record.likes.acknowledge(pair, flag);
      else {
        record.likes.unacknowledged(pair);
        record.surprises.push(`like ${res.status} ${res.message}`);
      }
    } catch (error) {
      record.likes.unacknowledged(pair);
      record.noteEnding(errorCode(error));
      return;
    }
    const displayName = `Writer ${customer.id} edit ${n}`;
    names.maybe.add(displayName);
    try {
      const res = await call(url, '/api/admin/editDealerProfile?lang=en', {
        token: customer.token,
        json: { displayName },
      });
      if (res.status === 200) {
        names.acked = displayName;
        names.maybe.clear();
        record.acknowledged++;
      } else record.surprises.push(`edit ${res.status} ${res.message}`);
    } catch (error) {
      record.noteEnding(errorCode(error));
      return;
    }
  }
  record.noteEnding('stopped');
}

/** New customers registering one after another; numbers are `prefix` + 6 digits. */
export async function registrationWriter(options: WriterOptions, prefix: string): Promise<void> {
  const { url, record } = options;
  for (let n = 1; !options.stopped(); n++) {
    const mobileNo = `${prefix}${String(n).padStart(6, '0')}`;
    const phone = { countryCode: '+229', mobileNo };
    try {
      const sent = await call<{ verificationId: string }>(url, '/api/customer/otp/send', {
        json: { ...phone, purpose: 'register' },
      });
      const outbox = await call<{ code: string }[]>(
        url,
        `/api/dev/sms-outbox?to=${encodeURIComponent(`+229${mobileNo}`)}`,
      );
      const verified = await call<{ phoneProof: string }>(url, '/api/customer/otp/verify', {
        json: { verificationId: sent.data?.verificationId, code: outbox.data?.[0]?.code },
      });
      if (sent.status !== 200 || verified.status !== 200) {
        record.surprises.push(`otp ${sent.status}/${verified.status} ${verified.message}`);
        continue;
      }
      const registered = await call<{ Id: number }>(url, '/api/customer/userRegisteration?lang=en', {
        json: { ...phone, name: `Registered ${mobileNo}`, password: PASSWORD, phoneProof: verified.data.phoneProof },
      });
      if (registered.status === 200) {
        record.registrations.push({ mobileNo, id: registered.data.Id });
        record.acknowledged++;
      } else record.surprises.push(`register ${registered.status} ${registered.message}`);
    } catch (error) {
      record.noteEnding(errorCode(error));
      return;
    }
  }
  record.noteEnding('stopped');
}

/** Reads back every acknowledged write through the API; returns what is missing or wrong. */
export async function verifyWrites(url: string, record: WriteRecord, customers: Customer[]): Promise<string[]> {
  const problems: string[] = [];
  const liked = new Set<string>();
  for (const customer of customers) {
    const detail = await call<{ DisplayName: string }[]>(url, '/api/customer/getUserDetail', {
      token: customer.token,
      json: {},
    });
    const names = record.names.get(customer.id);
    const name = detail.data?.[0]?.DisplayName ?? `(${detail.status} ${detail.message})`;
    if (names && name !== names.acked && !names.maybe.has(name)) {
      problems.push(`customer ${customer.id}: name "${name}", last acknowledged "${names.acked}"`);
    }
    const wishes = await call<{ userDetail: { VehId: number }[] }>(url, '/api/customer/getMyWishList', {
      token: customer.token,
      json: { take: 100, skip: 0 },
    });
    if (wishes.status !== 200) problems.push(`customer ${customer.id}: wish list ${wishes.status}`);
    for (const car of wishes.data?.userDetail ?? []) liked.add(ToggleLedger.key(customer.id, car.VehId));
  }
  problems.push(...record.likes.compare(liked));
  for (const { mobileNo, id } of record.registrations) {
    const login = await call<{ Id: number }>(url, '/api/customer/userLogin', {
      json: { countryCode: '+229', mobileNo, password: PASSWORD },
    });
    if (login.status !== 200 || login.data.Id !== id) {
      problems.push(`registration ${mobileNo} (id ${id}): login ${login.status} ${login.message}`);
    }
  }
  return problems;
}
