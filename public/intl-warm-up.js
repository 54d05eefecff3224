// The Intl warm-up's worker, started from a signed-in page's head (lib/boot/intl-warm-up-script.ts
// writes that script and gives this file the page's language tag as ?tag= and its display time
// zone as ?zone=). It builds a date formatter and a distance formatter of that language, so the
// browser loads its date and number data for the whole process on this thread, not the page's;
// then it ends itself. It never throws.
try {
  var query = new URLSearchParams(self.location.search);
  var tag = query.get('tag') || undefined;
  new Intl.DateTimeFormat(tag, { timeZone: query.get('zone') || undefined, dateStyle: 'long' }).format(0);
  new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilometer', unitDisplay: 'short' }).format(0);
} catch {
  // Without the data the page's first formatter pays the cost, as it would without this worker.
}
close();
