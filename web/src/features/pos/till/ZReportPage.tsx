// A day's Z report (issue 28), printable on the counter's 80 mm roll or on A4 (till.css names both pages).
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { PageLoading } from '../../../ui/Spinner';
import { ZReportView } from './ZReportView';
import { zReportQuery } from './till-queries';
import './till.css';

export default function ZReportPage() {
  const [params] = useSearchParams();
  const dayId = Number(params.get('day_id'));
  const q = useQuery({ ...zReportQuery(dayId), enabled: Number.isInteger(dayId) && dayId > 0 });
  const [paper, setPaper] = useState<'roll' | 'a4'>('roll');
  const [printing, setPrinting] = useState(false);
  // Print after the paper's class is on the page, so the browser lays out the chosen page size.
  useEffect(() => {
    if (!printing) return;
    window.print();
    setPrinting(false);
  }, [printing]);
  if (!(Number.isInteger(dayId) && dayId > 0)) return <ErrorState message="Day not found." />;
  if (q.isPending) return <PageLoading label="Loading the Z report" />;
  if (q.error) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const print = (p: 'roll' | 'a4') => {
    setPaper(p);
    setPrinting(true);
  };
  return (
    <div className="till">
      <div className="till-actions z-screen-only">
        <Button onClick={() => print('roll')}>Print (80 mm)</Button>
        <Button variant="secondary" onClick={() => print('a4')}>
          Print (A4)
        </Button>
        <Link to="/pos/till">Back to the drawer</Link>
      </div>
      <div className={`z-paper z-paper--${paper}`}>
        <ZReportView report={q.data} />
      </div>
    </div>
  );
}
