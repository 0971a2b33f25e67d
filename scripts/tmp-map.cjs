const fs=require('fs'); const {SourceMapConsumer}=require('source-map-js');
const file=process.argv[2]; const code=fs.readFileSync(file,'utf8'); const map=JSON.parse(fs.readFileSync(file+'.map','utf8'));
const c=new SourceMapConsumer(map); const lines=code.split('\n'); const by={};
let prev=null;
c.eachMapping(m=>{ if(prev){ const len = (m.generatedLine===prev.generatedLine)? m.generatedColumn-prev.generatedColumn : (lines[prev.generatedLine-1].length-prev.generatedColumn); const k=(prev.source||'?').replace(/.*node_modules\//,'').replace(/^(@?[^/]+(\/[^/]+)?).*/, (x)=> x.startsWith('@')? x.split('/').slice(0,2).join('/'): x.split('/')[0]); by[k]=(by[k]||0)+len;} prev=m;});
Object.entries(by).sort((a,b)=>b[1]-a[1]).slice(0,25).forEach(([k,v])=>console.log(String(Math.round(v/1024)).padStart(6),'KB',k));
