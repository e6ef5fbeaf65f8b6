/** Where a service's bucket is and how to sign requests to it (any S3-compatible store). */
export interface ObjectStoreConfig {
  S3_ENDPOINT: string;
  S3_ACCESS_KEY: string;
  S3_SECRET_KEY: string;
  S3_BUCKET: string;
  S3_REGION: string;
}
