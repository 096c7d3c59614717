import { describe, expect, it } from 'vitest';
import { parseCliArguments, settingValueFromText, UsageError } from './cli-arguments';

const parse = (line: string[]) => parseCliArguments(line);

describe('parseCliArguments', () => {
  it.each([
    [['maintenance', 'on', '--minutes', '30'], { action: 'maintenanceOn', input: { minutes: '30' } }],
    [['maintenance', 'off'], { action: 'maintenanceOff', input: {} }],
    [
      ['backup', '/var/backups/betfront.backup'],
      { action: 'databaseBackup', input: { file: '/var/backups/betfront.backup' } },
    ],
    [
      ['block', 'add', '--country', 'UA', '--reason', '13'],
      { action: 'blockAdd', input: { country: 'UA', reason: '13' } },
    ],
    [['block', 'remove', 'UA'], { action: 'blockRemove', input: { country: 'UA' } }],
    [
      ['redirect', 'add', '--from', '/a', '--to', '/b', '--code', '301'],
      { action: 'redirectAdd', input: { from: '/a', to: '/b', code: '301' } },
    ],
    [['feature', 'on', '12'], { action: 'featureSwitch', input: { number: '12', on: true } }],
    [['route', 'off', '47'], { action: 'routeSwitch', input: { number: '47', on: false } }],
    [['fragment', 'add', '/casino/evil'], { action: 'fragmentAdd', input: { fragment: '/casino/evil' } }],
    [
      ['language', 'add', 'uz', '--name', 'Oʻzbek', '--hidden'],
      { action: 'languageAdd', input: { code: 'uz', name: 'Oʻzbek', hidden: true } },
    ],
    [
      ['brand', 'set', '--prop', '--accent', '--value', '#ff0'],
      { action: 'brandSet', input: { prop: '--accent', value: '#ff0' } },
    ],
    [
      ['setting', 'set', 'isIdentificationEnabled', 'true'],
      { action: 'settingSet', input: { key: 'isIdentificationEnabled', value: true } },
    ],
    [['settings', 'show'], { action: 'settingsShow', input: {} }],
    [
      ['user', 'create', '--login', 'x', '--password', 'y', '--banned', '1', '--unverified'],
      { action: 'userCreate', input: { login: 'x', password: 'y', banLevel: '1', unverified: true } },
    ],
    [['user', 'transfer-required', '12'], { action: 'transferRequire', input: { userId: '12', required: true } }],
    [
      ['user', 'transfer-required', '12', 'off'],
      { action: 'transferRequire', input: { userId: '12', required: false } },
    ],
    [['cash-out', 'off'], { action: 'cashOutSet', input: { isEnabled: 'off' } }],
    [['cash-out', 'live', 'on'], { action: 'cashOutSet', input: { isLiveEnabled: 'on' } }],
    [['cash-out', 'sport', '3', 'off'], { action: 'cashOutSet', input: { sportId: '3', isSportEnabled: 'off' } }],
    [['cash-out', 'margin', '0.05'], { action: 'cashOutSet', input: { margin: '0.05' } }],
    [['cash-out', 'max', 'none'], { action: 'cashOutSet', input: { maxSaleValue: 'none' } }],
    [['express-boost', 'show'], { action: 'expressBoostShow', input: {} }],
    [
      ['express-boost', 'set', '{"minCoef":"1.30","tiers":[{"minPicks":4,"percent":"5"}]}'],
      { action: 'expressBoostSet', input: { minCoef: '1.30', tiers: [{ minPicks: 4, percent: '5' }] } },
    ],
    [['express-boost', 'off'], { action: 'expressBoostSet', input: { tiers: [] } }],
    [
      ['express-boost', 'limits', 'RUB', '--min', '50', '--max', '100000'],
      { action: 'expressBoostLimitsSet', input: { currencyIso: 'RUB', minStake: '50', maxBonus: '100000' } },
    ],
    [
      ['express-boost', 'limits', 'USD', 'off'],
      { action: 'expressBoostLimitsSet', input: { currencyIso: 'USD', off: true } },
    ],
  ])('%j', (argv, expected) => {
    expect(parse(argv)).toEqual(expected);
  });

  it('rejects unknown commands, unknown options and missing values', () => {
    expect(() => parse(['launch', 'rockets'])).toThrow(UsageError);
    expect(() => parse(['block', 'add', '--planet', 'Mars'])).toThrow(/--planet/);
    expect(() => parse(['block', 'add', '--country'])).toThrow(/needs a value/);
    expect(() => parse(['setting', 'set', 'isSnowEnabled'])).toThrow(/Usage/);
  });

  it('reads setting values as JSON scalars', () => {
    expect([
      settingValueFromText('false'),
      settingValueFromText('45'),
      settingValueFromText('null'),
      settingValueFromText('mirror'),
    ]).toEqual([false, 45, null, 'mirror']);
  });
});
