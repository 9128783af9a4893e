import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { challengesApi } from '@portal/shared/api/challenges';
import { dialectPath } from '@portal/shared/api/dialect';
import { type JudgingDetail, type JudgingSummary, SCORE_MAX, type Score } from '@portal/shared/challenges';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  TextField as RaTextField,
  Title,
  TopToolbar,
  useNotify,
} from 'react-admin';
import { useParams } from 'react-router';
import { BackToList } from '../../components/BackToList.tsx';
import { DayField } from '../../components/DayField.tsx';
import { StepButton } from '../../components/StepButton.tsx';
import { callApi, httpClient } from '../../providers/http.ts';

/**
 * Chấm giải pháp: a judge (reviewer) sees only the big problems staff made
 * them judge of; on each solution they declare a conflict of interest (with a note; they are
 * then kept off it) or score each criterion from 0 to 10 with a comment. Closed once the
 * results are published.
 */

const JudgingList = () => (
  <List
    perPage={25}
    exporter={false}
    actions={false}
    sort={{ field: 'id', order: 'DESC' }}
    empty={<Typography sx={{ p: 2 }}>Ông/Bà chưa được phân công chấm bài toán nào.</Typography>}
  >
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <RaTextField source="title" />
      <DayField source="deadline" emptyText="—" />
      <NumberField source="solution_count" sortable={false} />
      <NumberField source="done_count" sortable={false} />
      <FunctionField<JudgingSummary>
        source="results_published"
        sortable={false}
        render={(problem) => (problem.results_published ? 'Đã công bố' : 'Chưa')}
      />
    </Datagrid>
  </List>
);

type JudgedSolution = JudgingDetail['solutions'][number];

/** One solution: what it is, and the judge's form (a score per criterion, or a conflict). */
function SolutionCard({
  problem,
  solution,
  onSaved,
}: {
  problem: JudgingDetail;
  solution: JudgedSolution;
  onSaved: (score: Score) => void;
}) {
  const notify = useNotify();
  const mine = solution.mine;
  const [mode, setMode] = useState<'score' | 'conflict'>(mine?.conflict ? 'conflict' : 'score');
  const [scores, setScores] = useState<string[]>(
    problem.criteria.map((_, index) => (mine?.scores?.[index] === undefined ? '' : String(mine.scores[index]))),
  );
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [note, setNote] = useState(mine?.conflict_note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const closed = problem.results_published;
  const prefix = solution.key;
  const byline = [solution.organisation, solution.source === 'proposal' ? 'Đề xuất của người dân' : '']
    .filter(Boolean)
    .join(' · ');

  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      const body =
        mode === 'conflict'
          ? { conflict: true as const, conflict_note: note }
          : { conflict: false as const, scores: scores.map((value) => (value === '' ? -1 : Number(value))), comment };
      const kind = solution.source === 'proposal' ? 'proposals' : 'solutions';
      const saved = await callApi(challengesApi.score, {
        params: { id: problem.id, kind, entryId: solution.id },
        body,
      });
      notify(mode === 'conflict' ? 'Đã ghi nhận khai báo xung đột lợi ích' : 'Đã lưu điểm', { type: 'success' });
      onSaved(saved);
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, string> } }).body;
      if (body?.errors) setErrors(body.errors);
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={`${prefix}-title`}>
      <CardContent>
        <Typography variant="h6" component="h2" id={`${prefix}-title`}>
          {solution.title}
        </Typography>
        {byline && <Typography color="text.secondary">{byline}</Typography>}
        {solution.summary && <Typography sx={{ mt: 1 }}>{solution.summary}</Typography>}
        {solution.content && (
          // Sanitised by the server when it was saved.
          <Box sx={{ mt: 1 }} dangerouslySetInnerHTML={{ __html: solution.content }} />
        )}
        {solution.description && <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{solution.description}</Typography>}
        {mine && (
          <Alert severity={mine.conflict ? 'warning' : 'success'} sx={{ mt: 2 }}>
            {mine.conflict
              ? 'Ông/Bà đã khai báo xung đột lợi ích với giải pháp này.'
              : `Ông/Bà đã chấm: ${mine.total?.toLocaleString('vi-VN') ?? '—'}/100 điểm.`}
          </Alert>
        )}
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }} disabled={closed || busy}>
          <FormControl>
            <FormLabel id={`${prefix}-mode`}>Ý kiến của giám khảo</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${prefix}-mode`}
              value={mode}
              onChange={(event) => setMode(event.target.value as 'score' | 'conflict')}
            >
              {/* Once a conflict is declared the judge is kept off the solution (the server refuses a score). */}
              <FormControlLabel
                value="score"
                control={<Radio />}
                label="Chấm điểm"
                disabled={Boolean(mine?.conflict)}
              />
              <FormControlLabel value="conflict" control={<Radio />} label="Khai báo xung đột lợi ích" />
            </RadioGroup>
          </FormControl>
          {mode === 'score' ? (
            <Stack spacing={2} sx={{ mt: 1 }}>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {problem.criteria.map((criterion, index) => (
                  <TextField
                    key={criterion.name}
                    select
                    label={`${criterion.name} (${criterion.weight}%)`}
                    value={scores[index] ?? ''}
                    onChange={(event) =>
                      setScores((list) => list.map((value, place) => (place === index ? event.target.value : value)))
                    }
                    sx={{ minWidth: 220 }}
                    error={Boolean(errors[`scores.${index}`] ?? errors.scores)}
                    helperText={errors[`scores.${index}`] ?? criterion.description ?? ' '}
                  >
                    {Array.from({ length: SCORE_MAX + 1 }, (_, value) => (
                      <MenuItem key={value} value={String(value)}>
                        {value}
                      </MenuItem>
                    ))}
                  </TextField>
                ))}
              </Stack>
              {errors.scores && (
                <Typography color="error" variant="body2">
                  {errors.scores}
                </Typography>
              )}
              <TextField
                label="Nhận xét"
                multiline
                minRows={2}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                error={Boolean(errors.comment)}
                helperText={errors.comment ?? ' '}
              />
            </Stack>
          ) : (
            <TextField
              sx={{ mt: 1 }}
              fullWidth
              label="Lý do xung đột lợi ích"
              multiline
              minRows={2}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              error={Boolean(errors.conflict_note)}
              helperText={
                errors.conflict_note ?? 'Khi khai báo, Ông/Bà không chấm giải pháp này; điểm đã chấm (nếu có) bị bỏ.'
              }
            />
          )}
          <Box sx={{ mt: 2 }}>
            <StepButton variant="contained" onClick={() => void save()} disabled={closed || busy}>
              {mode === 'conflict' ? 'Lưu khai báo' : 'Lưu điểm'}
            </StepButton>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

function JudgingShow() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const queryKey = ['judging', 'getOne', { id: String(id), meta: 'judge' }];
  const {
    data: problem,
    isPending,
    error,
  } = useQuery({
    queryKey,
    queryFn: async () => (await httpClient(dialectPath('judging', id))).json as JudgingDetail,
  });
  const saved = (key: string, score: Score) => {
    if (!problem) return;
    const solutions = problem.solutions.map((solution) =>
      solution.key === key ? { ...solution, mine: score } : solution,
    );
    const done = solutions.filter((solution) => solution.mine !== null).length;
    queryClient.setQueryData(queryKey, { ...problem, solutions, done_count: done });
  };

  return (
    <Box sx={{ mt: 1, mb: 4 }}>
      {/* The app bar names the page on a phone too, where the heading may be scrolled away. */}
      <Title title="Chấm giải pháp" />
      <TopToolbar>
        <BackToList resource="judging" />
      </TopToolbar>
      {isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }} role="status" aria-live="polite">
          <CircularProgress aria-label="Đang tải bài toán" />
        </Box>
      ) : error || !problem ? (
        <Alert severity="error">{error instanceof Error ? error.message : 'Không tải được bài toán'}</Alert>
      ) : (
        <Stack spacing={2}>
          <Box>
            <Typography variant="h5" component="h2">
              {problem.title}
            </Typography>
            <Typography color="text.secondary">
              Đã chấm hoặc khai báo {problem.done_count}/{problem.solution_count} giải pháp. Mỗi tiêu chí chấm từ 0 đến{' '}
              {SCORE_MAX}.
            </Typography>
          </Box>
          {problem.results_published && <Alert severity="info">Kết quả đã công bố: không thể chấm điểm thêm.</Alert>}
          {problem.criteria.length === 0 && (
            <Alert severity="warning">Bài toán chưa có tiêu chí đánh giá; chỉ có thể khai báo xung đột lợi ích.</Alert>
          )}
          {problem.solutions.length === 0 ? (
            <Typography>Bài toán chưa có giải pháp nào để chấm.</Typography>
          ) : (
            problem.solutions.map((solution) => (
              <SolutionCard
                key={solution.key}
                problem={problem}
                solution={solution}
                onSaved={(score) => saved(solution.key, score)}
              />
            ))
          )}
        </Stack>
      )}
    </Box>
  );
}

export default { list: JudgingList, show: JudgingShow };
