/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] as string,
  );

const styles = `
body{font-family:system-ui,sans-serif;margin:0;background:#f6f9fc;color:#1a1f36}
main{max-width:440px;margin:48px auto;padding:32px;background:#fff;border-radius:8px;box-shadow:0 2px 8px #0002}
a{color:#635bff}h1{font-size:1.25rem}ul{list-style:none;padding:0}li{display:flex;justify-content:space-between;margin:8px 0}
.total{font-weight:600;border-top:1px solid #e3e8ee;padding-top:8px}
label{display:block;margin-top:16px;font-size:.9rem}
input{display:block;width:100%;box-sizing:border-box;padding:10px;margin-top:4px;border:1px solid #c9d2dc;border-radius:6px;font-size:1rem}
input[aria-invalid=true]{border-color:#df1b41}.field-error,[role=alert]{color:#df1b41;font-size:.85rem;margin-top:4px}
button{margin-top:24px;width:100%;padding:12px;border:0;border-radius:6px;background:#635bff;color:#fff;font-size:1rem;cursor:pointer}
.test-mode{display:inline-block;background:#ffde92;color:#983705;font-size:.75rem;padding:2px 6px;border-radius:4px}`;

/** A whole page around `body`. */
export const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${styles}</style></head>
<body><main>${body}</main></body>
</html>`;
