import { configFromEnv, testConfig } from '../../../src/server/config';

/** The file store settings: local unless FILE_STORE=s3, and a half-configured S3 store stops the start. */
const S3_ENV = {
  FILE_STORE: 's3',
  S3_BUCKET: 'console-files',
  S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('configFromEnv: file store', () => {
  it('stays on the local store by default and with FILE_STORE=local', () => {
    expect(configFromEnv({}).s3).toBeUndefined();
    expect(configFromEnv({ FILE_STORE: 'local', S3_BUCKET: 'ignored' }).s3).toBeUndefined();
    expect(configFromEnv({ DATA_DIR: '/srv/console' }).filesDir).toBe('/srv/console/files');
    expect(testConfig().s3).toBeUndefined();
  });

  it('reads every S3 setting', () => {
    const config = configFromEnv({
      ...S3_ENV,
      S3_REGION: 'eu-west-3',
      S3_ENDPOINT: 'https://s3.example.net',
      S3_FORCE_PATH_STYLE: 'false',
      S3_PREFIX: 'prod/',
    });
    expect(config.s3).toEqual({
      endpoint: 'https://s3.example.net',
      region: 'eu-west-3',
      bucket: 'console-files',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      prefix: 'prod/',
    });
  });

  it('defaults to us-east-1, AWS itself, virtual-host style and no prefix', () => {
    expect(configFromEnv(S3_ENV).s3).toEqual({
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'console-files',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      prefix: undefined,
    });
  });

  it('uses path style by default with an endpoint, unless told otherwise', () => {
    expect(configFromEnv({ ...S3_ENV, S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3?.forcePathStyle).toBe(true);
    expect(configFromEnv({ ...S3_ENV, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
    expect(configFromEnv({ ...S3_ENV, S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
  });

  it('names a missing bucket', () => {
    expect(() => configFromEnv({ ...S3_ENV, S3_BUCKET: '' })).toThrow(/FILE_STORE=s3 needs S3_BUCKET \(not set\)/);
    expect(() => configFromEnv({ ...S3_ENV, S3_BUCKET: undefined })).toThrow(/S3_BUCKET/);
  });

  it('names every missing credential', () => {
    expect(() => configFromEnv({ FILE_STORE: 's3', S3_BUCKET: 'b' })).toThrow(
      'FILE_STORE=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (not set)',
    );
    expect(() => configFromEnv({ ...S3_ENV, S3_SECRET_ACCESS_KEY: '' })).toThrow(/needs S3_SECRET_ACCESS_KEY \(/);
    expect(() => configFromEnv({ FILE_STORE: 's3' })).toThrow(/S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
  });

  it('refuses an unknown store and a path style that is not true or false', () => {
    expect(() => configFromEnv({ FILE_STORE: 'gcs' })).toThrow('FILE_STORE must be local or s3, got "gcs"');
    expect(() => configFromEnv({ ...S3_ENV, S3_FORCE_PATH_STYLE: 'yes' })).toThrow('S3_FORCE_PATH_STYLE must be true or false, got "yes"');
  });
});

describe('configFromEnv: mode, host and shutdown', () => {
  it('is in production mode only when the operator set NODE_ENV=production', () => {
    expect(configFromEnv({ NODE_ENV: 'production', SEED: 'false' }).production).toBe(true);
    expect(configFromEnv({}).production).toBe(false);
    expect(configFromEnv({ NODE_ENV: 'development' }).production).toBe(false);
  });

  it('leaves the listening address to the start unless HOST is set', () => {
    expect(configFromEnv({}).host).toBeUndefined();
    expect(configFromEnv({ HOST: '' }).host).toBeUndefined();
    expect(configFromEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('lets in-flight requests 10 s to finish on shutdown, or SHUTDOWN_TIMEOUT_MS', () => {
    expect(configFromEnv({}).shutdownTimeoutMs).toBe(10_000);
    expect(configFromEnv({ SHUTDOWN_TIMEOUT_MS: '2500' }).shutdownTimeoutMs).toBe(2500);
    expect(() => configFromEnv({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/soon/);
  });

  it('limits password-reset requests per address and per source address', () => {
    expect(configFromEnv({})).toMatchObject({ resetMaxPerAddress: 3, resetMaxPerSource: 20 });
    expect(configFromEnv({ RESET_MAX_PER_ADDRESS: '1', RESET_MAX_PER_SOURCE: '4' })).toMatchObject({
      resetMaxPerAddress: 1,
      resetMaxPerSource: 4,
    });
  });
});
