import { Html } from './html';

/** The preview's stylesheet (a constant, trusted); colours come from the theme's CSS variables. */
export const PREVIEW_CSS = new Html(`
:root{--primary:#fafafa;--primary-dark:#000000;--on-primary:#000000;--text:#111827}
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--text);background:#fff}
a{color:var(--primary-dark)}
.mode{font-size:12px;padding:4px 16px;background:#f3f4f6;color:#374151;border-bottom:1px solid #e5e7eb}
.site-header{display:flex;flex-wrap:wrap;gap:16px;align-items:center;justify-content:space-between;padding:16px 24px;background:var(--primary);color:var(--on-primary)}
.site-header a,.site-header span{color:var(--on-primary);text-decoration:none;margin-left:16px}
.brand{font-size:18px}
main{max-width:1080px;margin:0 auto;padding:24px}
.page-title{margin:8px 0 16px}
.page-draft,.page-inactive{padding:10px 14px;border-radius:6px;margin-bottom:12px}
.page-draft{background:#fff7e6;border:1px solid #ffd591;color:#873800}
.page-inactive{background:#f5f5f5;border:1px solid #d9d9d9;color:#595959}
section{margin:28px 0}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:16px}
.card,.detail{position:relative;border:1px solid #e5e7eb;border-radius:8px;padding:14px;background:#fff}
.detail{border-left:4px solid var(--primary-dark)}
.is-draft{border:2px dashed #fa8c16}
.card h3{margin:6px 0}
.card img,.detail img,.display-block img{max-width:100%;max-height:180px;object-fit:cover;border-radius:4px;display:block}
dl{margin:6px 0 0;display:grid;gap:2px}
.detail dl{grid-template-columns:repeat(auto-fill,minmax(220px,1fr));column-gap:16px}
dt{font-size:12px;color:#6b7280}
dd{margin:0 0 4px}
.badge{display:inline-block;font-size:11px;font-weight:600;padding:1px 8px;border-radius:10px;margin:0 6px 6px 0}
.badge.draft{background:#fa8c16;color:#fff}
.badge.muted{background:#e5e7eb;color:#374151}
.lead{font-size:17px}
.empty{color:#6b7280}
.display-block{margin:0 0 18px}
.display-block img{max-height:none}
.img-xs{width:min(96px,100%)}.img-sm{width:min(200px,100%)}.img-md{width:min(360px,100%)}.img-lg{width:100%}
.align-left{margin-right:auto}.align-center{margin-left:auto;margin-right:auto}.align-right{margin-left:auto}
.cta{display:inline-block;padding:8px 16px;border-radius:6px;background:var(--primary);color:var(--on-primary);text-decoration:none}
.site-footer{padding:20px 24px;background:var(--primary-dark);color:#fff;display:flex;justify-content:space-between;flex-wrap:wrap;gap:12px}
.site-footer a,.site-footer span{color:#fff;margin-right:16px}
.message{max-width:560px;margin:80px auto;text-align:center}
`);
